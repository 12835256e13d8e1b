/**
 * Dates of the content, written as Montréal local time with its UTC offset (EST -05:00, EDT -04:00). Daylight time
 * runs from the second Sunday of March to the first Sunday of November, at 2:00 local time.
 */
function nthSunday(year: number, month: number, nth: number): number {
  const firstDay = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  return 1 + ((7 - firstDay) % 7) + (nth - 1) * 7;
}

function isDaylightTime(year: number, month: number, day: number, hour: number): boolean {
  if (month < 3 || month > 11) return false;
  if (month > 3 && month < 11) return true;
  if (month === 3) {
    const start = nthSunday(year, 3, 2);
    return day > start || (day === start && hour >= 2);
  }
  const end = nthSunday(year, 11, 1);
  return day < end || (day === end && hour < 2);
}

const pad = (value: number): string => String(value).padStart(2, '0');

/** `2025-06-12` + `18:30` → `2025-06-12T18:30:00-04:00`. */
export function localDateTime(date: string, time = '09:00'): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const offset = isDaylightTime(year, month, day, hour) ? '-04:00' : '-05:00';
  return `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:00${offset}`;
}

/** The calendar date `days` after `date` (both `YYYY-MM-DD`). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}
