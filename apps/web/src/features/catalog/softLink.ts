/**
 * The attribute that makes a plain link inside a SoftLinkArea navigate as a ListLink does. Its own
 * module: a server component that imports a value from a 'use client' file gets a client reference.
 */
export const SOFT_LINK = 'data-soft-link';
