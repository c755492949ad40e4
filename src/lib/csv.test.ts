import { afterEach, describe, expect, it, vi } from 'vitest';
import { CSV_BOM, csvCell, downloadCsv, toCsv } from './csv';

describe('csvCell', () => {
  it('quotes every cell and doubles embedded quotes', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('')).toBe('""');
    expect(csvCell('Joe\'s "Best" Pizza')).toBe('"Joe\'s ""Best"" Pizza"');
  });

  it('keeps commas and line breaks inside the quotes', () => {
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
  });

  it.each(['=SUM(A1)', '+1', '-2+3', '@cmd', '\tx', '\rx'])(
    'neutralises a formula trigger in %j',
    (value) => {
      expect(csvCell(value)).toBe(`"'${value}"`);
    },
  );

  it('leaves a trigger character alone when it is not first', () => {
    expect(csvCell('a=b')).toBe('"a=b"');
    expect(csvCell('bob@example.com')).toBe('"bob@example.com"');
  });
});

describe('toCsv', () => {
  it('starts with a UTF-8 BOM and ends every row with CRLF', () => {
    const csv = toCsv([
      ['Name', 'Email'],
      ['Café Olé', 'a@b.co'],
    ]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv).toBe(`${CSV_BOM}"Name","Email"\r\n"Café Olé","a@b.co"\r\n`);
  });

  it('gives an empty file (just the BOM) for no rows', () => {
    expect(toCsv([])).toBe(CSV_BOM);
  });
});

describe('downloadCsv', () => {
  // jsdom has no object URLs; install stand-ins and put the originals back afterwards.
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  afterEach(() => {
    vi.useRealTimers();
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });

  it('clicks a temporary download link for a CSV blob, then revokes it', async () => {
    vi.useFakeTimers();
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:csv');
    const revokeObjectURL = vi.fn();
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

    downloadCsv('leads.csv', [['a', 'b']]);

    const clicked = click.mock.contexts[0] as HTMLAnchorElement | undefined;

    expect(clicked?.download).toBe('leads.csv');
    expect(clicked?.href).toBe('blob:csv');
    expect(clicked?.isConnected).toBe(false);
    const blob = createObjectURL.mock.calls[0]![0];
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    vi.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:csv');
  });
});
