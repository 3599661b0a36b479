import { adminListQuery, listAudit } from '@loyalty/contracts';
import { describe, expect, it } from 'vitest';
import { parseListInput, sortableColumnsOf, sortingOf, sortOf } from './list-params';

describe('list parameters in the URL', () => {
  it('reads a list call’s input from the query, with its defaults', () => {
    const input = parseListInput(listAudit.input, new URLSearchParams('page=2&entity=member&operator_id=4'));
    expect(input).toEqual({ page: 2, limit: 20, sort: '-at', entity: 'member', operator_id: 4 });
  });

  it('drops only the values the contract refuses', () => {
    const input = parseListInput(listAudit.input, new URLSearchParams('limit=500&sort=name&action=login&to=soon'));
    expect(input).toEqual({ page: 1, limit: 20, sort: '-at', action: 'login' });
  });

  it('reads the sortable columns from the call’s sort values', () => {
    expect(sortableColumnsOf(adminListQuery(['email', 'name'], 'email'))).toEqual(['email', 'name']);
    expect(sortableColumnsOf(listAudit.input)).toEqual(['at']);
  });

  it('turns the API’s sort value into the table’s sorting and back', () => {
    expect(sortingOf('-at')).toEqual([{ id: 'at', desc: true }]);
    expect(sortOf(sortingOf('-at'))).toBe('-at');
    expect(sortOf(sortingOf('email'))).toBe('email');
    expect(sortOf([])).toBeNull();
  });
});
