// The Idempotency-Key of a write the server must record once (placing orders, receiving a delivery).

/** 32 random hex digits (crypto.randomUUID needs a secure context; getRandomValues does not). */
export const newIdempotencyKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
