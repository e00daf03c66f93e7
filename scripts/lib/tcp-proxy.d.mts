export interface TcpProxy {
  readonly port: number;
  readonly cut: boolean;
  cutOff(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}
export function startTcpProxy(options: {
  targetHost: string;
  targetPort: number;
  port?: number;
}): Promise<TcpProxy>;
