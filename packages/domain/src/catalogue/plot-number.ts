/** Plot numbers: no spaces, and one number per project whatever its letter case. */

/** The plot number input strips spaces as they are typed (docs/product/validation.md "Plot"). */
export function stripPlotNumberSpaces(text: string): string {
  return text.replace(/\s/g, '');
}

/**
 * Two plot numbers name the same plot when their keys are equal: surrounding blanks are ignored
 * and letter case too, because '12a' and '12A' cannot both be pegged out on the same layout.
 */
export function plotNumberKey(plotNumber: string): string {
  return plotNumber.trim().toUpperCase();
}
