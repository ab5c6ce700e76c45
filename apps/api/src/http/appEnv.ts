export interface AppEnv {
  Variables: { requestId: string };
}
