/** A token answer whose ID token fails a check. Its own module: verify-id-token.ts (and jose) load lazily. */
export class IdTokenError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "IdTokenError";
  }
}
