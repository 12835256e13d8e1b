/** Why a reload cannot tell the outcome from the changed files alone: the whole folder is read again. */
export class ReadWhole {
  constructor(readonly reason: string) {}
}
