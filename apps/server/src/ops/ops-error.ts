/** A refusal or failure of backup/restore told to the operator as it is (one line, no stack). */
export class OpsError extends Error {
  override name = 'OpsError';
}
