/** The signed-in staff member and a colleague, as the staff directory lists them, for tests of staff screens. */
export const ME = '11111111-1111-4111-8111-111111111111';
export const SAM = '22222222-2222-4222-8222-222222222222';

/**
 * What a mocked Supabase client answers for the session (signed in as ME) and for any RPC (the staff
 * directory: ME, SAM and `extra` members), to spread into a `getSupabase` mock.
 */
export function signedInWithDirectory(extra: ReadonlyArray<{ user_id: string; email: string; active: boolean }> = []) {
  return {
    auth: { getSession: () => Promise.resolve({ data: { session: { user: { id: ME } } } }) },
    rpc: () =>
      Promise.resolve({
        data: [
          { user_id: ME, email: 'me@localboost.example', active: true },
          { user_id: SAM, email: 'sam@localboost.example', active: true },
          ...extra,
        ],
        error: null,
      }),
  };
}
