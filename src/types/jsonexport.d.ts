declare module 'jsonexport/dist' {
  type Callback = (err: Error | null, csv: string) => void;
  function jsonexport(data: unknown, options: Record<string, unknown>, callback: Callback): void;
  export default jsonexport;
}
