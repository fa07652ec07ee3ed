export function postgresBin(): string;
export function startPostgres(): Promise<{ url: string; port: number; stop: () => void }>;
export function createDatabase(url: string, name: string, template?: string): Promise<string>;
