/**
 * How many content files are read at once. Content sets reach tens of thousands of files, above the open-file
 * limit of many machines (EMFILE); 64 concurrent reads keep the disk busy without coming near it.
 */
export const OPEN_FILES_LIMIT = 64;
