#ifndef CFOLDERSWAP_H
#define CFOLDERSWAP_H

/// Swaps the two paths in one step (Linux `renameat2` with `RENAME_EXCHANGE`, macOS `renamex_np` with
/// `RENAME_SWAP`). Returns 0, or -1 with `errno` set; `errno` is `ENOSYS` where the system has no such call.
int tripsite_swap_paths(const char *first, const char *second);

#endif
