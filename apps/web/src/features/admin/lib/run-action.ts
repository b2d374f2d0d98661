import { toast } from '@/lib/toast';

/** Runs an operator's action: the server's answer as a toast on success, its refusal (or a network failure) as text. */
export async function runAction(action: () => Promise<{ message: string }>): Promise<string | null> {
  try {
    toast.success((await action()).message);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
