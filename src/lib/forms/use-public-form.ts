import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldValues,
  type Mode,
  type Path,
  type SubmitErrorHandler,
} from 'react-hook-form';
import { isHoneypotFilled } from '@/lib/honeypot';
import { readEnteredFields, useFieldsFromDom } from '@/lib/react/use-fields-from-dom';
import { lazySchemaResolver, type SchemaLoader } from './lazy-schema-resolver';

const NO_FIELDS: readonly never[] = [];

export interface PublicFormOptions<Values extends FieldValues, Output> {
  /** The <form>'s id: what its fields hold before the app has started, or after autofill, is read from it. */
  id: string;
  /**
   * Loads the schema the database mirrors (a drift test keeps them equal), which checks and shapes what is
   * sent: `() => import('…/x-schema').then((m) => m.xSchema)`. Loaded at the form's first use, not as the
   * page starts (./lazy-schema-resolver.ts).
   */
  schema: SchemaLoader<Values, Output>;
  defaultValues: DefaultValues<Values>;
  mode?: Mode;
  /** The fields read from the page (never the honeypot). Leave out for a form the page does not prerender. */
  fields?: readonly Path<Values>[];
  /** Let the browser check `required` and `type` first (its bubbles), before the schema. Off by default. */
  browserChecks?: boolean;
  /** Re-render on every value (the component gates a button or keeps a draft on them). */
  watch?: boolean;
  /** Loads what a submit needs (the data layer, the toaster) at the form's first use (a focus or press). Once. */
  prepare?: () => void;
  /** Stores the values; throws on failure. Never called when a bot filled the honeypot. */
  send: (values: Output) => Promise<void>;
  /** After the values are stored; also after a bot filled the honeypot, so it learns nothing to adapt to. */
  onSent: (values: Output) => void;
  /** The words for a failed send: shown by the form (`error`) and given to `onFailed` (a toast). */
  failureMessage: (error: unknown) => string | Promise<string>;
  onFailed?: (message: string) => void;
  /** The schema found a problem: the form shows it; a multi-step form may also show where it is. */
  onInvalid?: SubmitErrorHandler<Values>;
}

/**
 * One public form's wiring (decision 025): the schema, what the visitor entered before the app started
 * or a browser autofilled, the honeypot, one send at a time with its pending state, the failure message
 * and success. A failed send keeps every value: nothing is reset until `onSent`.
 * Spread `formProps` on the <form> and render <HoneypotField ref={honeypot} /> inside it.
 */
export function usePublicForm<Values extends FieldValues, Output>(options: PublicFormOptions<Values, Output>) {
  const { id, schema, defaultValues, mode, fields = NO_FIELDS, watch = false, browserChecks = false } = options;
  const [checker] = useState(() => lazySchemaResolver(schema));
  const form = useForm<Values, unknown, Output>({ resolver: checker.resolver, defaultValues, mode });
  // Subscribed before the fields are read from the page: a watcher that subscribes later misses what
  // the page held (src/lib/react/use-fields-from-dom.ts).
  const values = useWatch({ control: form.control, disabled: !watch }) as Values;
  const syncFromDom = useFieldsFromDom(id, fields, form);
  const honeypotField = useRef<HTMLInputElement | null>(null);
  // A callback ref (not the ref object), so the caller can pass it on while rendering.
  const honeypot = useCallback((field: HTMLInputElement | null) => {
    honeypotField.current = field;
  }, []);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Set at once, where the state waits for a render: a second Enter must not send twice.
  const sending = useRef(false);
  const prepared = useRef(false);
  // The latest callbacks, so `submit` and `formProps` keep one identity while the caller's change.
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  const prepare = useCallback(() => {
    if (prepared.current) return;
    prepared.current = true;
    // A failed load is tried again at the check itself, which says so.
    checker.load().catch(() => {});
    latest.current.prepare?.();
  }, [checker]);

  // A visitor who filled the form (or sits in it) before the app started has touched it already.
  useEffect(() => {
    const form = document.getElementById(id);
    if (readEnteredFields(id) || (form && form.contains(document.activeElement))) prepare();
  }, [id, prepare]);

  /** Sends values the schema has already checked. */
  const submit = useCallback(async (output: Output) => {
    const { send, onSent, failureMessage, onFailed } = latest.current;
    if (isHoneypotFilled(honeypotField.current)) {
      onSent(output);
      return;
    }
    if (sending.current) return;
    sending.current = true;
    setSubmitting(true);
    setError(null);
    let sent = false;
    try {
      await send(output);
      sent = true;
    } catch (caught) {
      const message = await failureMessage(caught);
      setError(message);
      onFailed?.(message);
    } finally {
      sending.current = false;
      setSubmitting(false);
    }
    if (sent) onSent(output);
  }, []);

  /** The schema could not be loaded (the connection dropped): said as a failed send is, values kept. */
  const failedCheck = useCallback(async (caught: unknown) => {
    const message = await latest.current.failureMessage(caught);
    setError(message);
    latest.current.onFailed?.(message);
  }, []);

  /** Reads the page's fields, checks them against the schema, and sends them when they pass. */
  const onSubmit = useCallback(
    async (event?: FormEvent<HTMLFormElement>) => {
      syncFromDom();
      try {
        await form.handleSubmit(submit, (errors) => latest.current.onInvalid?.(errors))(event);
      } catch (caught) {
        await failedCheck(caught);
      }
    },
    [form, submit, syncFromDom, failedCheck],
  );

  /** Checks some fields (a step of a multi-step form); false, with the failure said, if the schema did not load. */
  const check = useCallback(
    async (fields: readonly Path<Values>[]) => {
      try {
        return await form.trigger([...fields], { shouldFocus: true });
      } catch (caught) {
        await failedCheck(caught);
        return false;
      }
    },
    [form, failedCheck],
  );

  return {
    form,
    /** Every value, when `watch` is on. */
    values,
    honeypot,
    submitting,
    /** The last failure's message, until the next send. */
    error,
    prepare,
    submit,
    check,
    syncFromDom,
    formProps: {
      id,
      // Otherwise the schema's messages replace the browser's bubbles (url and email inputs).
      noValidate: !browserChecks,
      onSubmit,
      onFocusCapture: prepare,
      onPointerDownCapture: prepare,
    },
  };
}
