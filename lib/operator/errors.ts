import { recognisedAcrossCopies } from '@/lib/singleton';

/** An operation refused for what it was asked (its arguments, the deployment's settings): the message says why. */
export class OperationError extends Error {
  static {
    recognisedAcrossCopies(this, 'operator.OperationError');
  }
  override name = 'OperationError';
}

/** Why signing:rotate refuses when SIGNING_KEY is set (in the script's environment or the server's). */
export const SIGNING_KEY_IS_SET =
  'SIGNING_KEY is set, so the service signs with it and not with the database’s keys: to change keys, change SIGNING_KEY (the public half of the old one stays listed)';
