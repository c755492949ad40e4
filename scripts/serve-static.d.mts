import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export interface HeaderRule {
  pattern: RegExp;
  headers: Record<string, string>;
}
export declare function parseHeadersFile(text: string): HeaderRule[];
export declare function headersFor(rules: HeaderRule[], pathname: string): Record<string, string>;
export declare function serveStatic(
  root: string,
  port: number,
  backend?: (req: IncomingMessage, res: ServerResponse, next: () => void) => void,
): Promise<Server>;
