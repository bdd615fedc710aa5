import bcrypt from 'bcrypt';

export interface Passwords {
  hash(password: string): Promise<string>;
  /** Compares against the stored hash, or against a dummy one when there is no user, so timing does not reveal which. */
  verify(password: string, hash: string | undefined): Promise<boolean>;
}

export async function createPasswords(cost: number): Promise<Passwords> {
  // Hashed while the service boots rather than before it: a restarted auth is back one bcrypt sooner.
  const dummy = bcrypt.hash('no user has this password', cost);
  return {
    hash: (password) => bcrypt.hash(password, cost),
    async verify(password, hash) {
      const matches = await bcrypt.compare(password, hash ?? (await dummy));
      return matches && hash !== undefined;
    },
  };
}
