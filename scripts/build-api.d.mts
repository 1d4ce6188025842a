export function buildApi(): Promise<string>;
export function serverArgs(file: string): string[];
