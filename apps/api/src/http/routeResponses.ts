import { apiErrorSchema } from '@workwear/contracts';
import type { z } from 'zod';

/** A JSON response declaration of a route. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

/** The error responses most routes declare. */
export const errorResponses = {
  400: json(apiErrorSchema, 'A parameter is invalid; details name it'),
  404: json(apiErrorSchema, 'Not found'),
  500: json(apiErrorSchema, 'Unexpected failure'),
};
