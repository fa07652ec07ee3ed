import { describe, expect, it } from 'vitest';
import { withErrorsOutsideForm } from './SchemaForm';

const describeError = (field: string, message: string) => `${field}: ${message}`;
const notice = (details: string) => `Some fields need changes: ${details}`;

describe('a refused save shows every error', () => {
  it('moves the errors of fields the form does not show into the notice', () => {
    const errors = { cabinetId: 'app.validation.required', retryTimes: 'app.validation.readOnly' };
    expect(withErrorsOutsideForm(errors, new Set(['cabinetId', 'operate']), describeError, notice)).toEqual({
      ...errors,
      root: { serverError: 'Some fields need changes: retryTimes: app.validation.readOnly' },
    });
  });
  it('leaves the errors alone when the form shows every field they name', () => {
    const errors = { cabinetId: 'app.validation.required' };
    expect(withErrorsOutsideForm(errors, new Set(['cabinetId']), describeError, notice)).toBe(errors);
  });
});
