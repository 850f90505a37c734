/**
 * The bound of the visit columns' memory (ANALYTICS_MEMORY_MB), in a module of its own that imports
 * nothing: the settings read it, and the commands that read the settings run without the site's build.
 */

/**
 * Memory, in MiB, the visit columns of one database may take unless told otherwise (ANALYTICS_MEMORY_MB):
 * 256 MiB hold about 3.2 million visits (26 million events) of ordinary traffic, the 90 days of a view and
 * of the period it is compared with at 13 million events a quarter.
 */
export const DEFAULT_MEMORY_MB = 256;
/**
 * The least ANALYTICS_MEMORY_MB allowed: 16 MiB hold about 200,000 visits, the 180 days the server reads
 * ahead at about 1,000 visits a day.
 */
export const MIN_MEMORY_MB = 16;
