import {describe, expect, it} from 'vitest';
import {compareText, compareTextIgnoringCase} from '../../src/utils/compareText';

describe('compareText', () => {
  it('orders strings as a sort of plain English names and ISO dates should', () => {
    expect(['Data Warehouse', 'BI Tool', 'Data Lake', 'AI+ML'].sort(compareText)).toEqual([
      'AI+ML',
      'BI Tool',
      'Data Lake',
      'Data Warehouse',
    ]);
    expect(['2026-11-03', '2025-12-31', '2026-01-15'].sort(compareText)).toEqual([
      '2025-12-31',
      '2026-01-15',
      '2026-11-03',
    ]);
    expect(compareText('same', 'same')).toBe(0);
  });

  it('can ignore letter case, keeping a stable order between names that differ only in case', () => {
    expect(['Snowflake', 'dbt', 'Databricks', 'airflow'].sort(compareTextIgnoringCase)).toEqual([
      'airflow',
      'Databricks',
      'dbt',
      'Snowflake',
    ]);
    expect(compareTextIgnoringCase('Looker', 'looker')).toBeLessThan(0);
    expect(compareTextIgnoringCase('looker', 'Looker')).toBeGreaterThan(0);
  });
});
