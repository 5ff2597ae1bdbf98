// @ts-check
/** Business dates for the bench's and the soak's writes. */

/**
 * Today as the business's calendar date (Asia/Kolkata), the date a booking is made on.
 * @returns {string}
 */
export const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

/** @param {string} date @param {number} days */
export const addDays = (date, days) => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};
