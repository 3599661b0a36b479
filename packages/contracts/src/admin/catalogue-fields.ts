import { z } from 'zod';
import { textField } from '../fields.js';
import { idParam } from './admin-shapes.js';

/** The largest stock, price and limit an operator types: far above any real catalogue, inside `integer`. */
export const MAX_CATALOGUE_NUMBER = 1_000_000;

/** A count an operator types: a JSON whole number, no coercion (`"5"` is refused). */
export const countField = (min: number) => z.int().min(min).max(MAX_CATALOGUE_NUMBER);
export const nameField = textField({ max: 120 });
export const sortField = z.int().min(-MAX_CATALOGUE_NUMBER).max(MAX_CATALOGUE_NUMBER);

export const CATALOGUE_READ_ERRORS = ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'VALIDATION_FAILED'] as const;
export const CATALOGUE_WRITE_ERRORS = [...CATALOGUE_READ_ERRORS, 'FORBIDDEN', 'NOT_FOUND'] as const;
export const byId = z.object({ id: idParam });
