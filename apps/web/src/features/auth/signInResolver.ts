import { zodResolver } from '@hookform/resolvers/zod';
import { signInFormSchema } from './signInInput';

/** The sign-in form's check in the browser: a module of its own, loaded on the first submit (lazyResolver). */
export const signInResolver = zodResolver(signInFormSchema);
