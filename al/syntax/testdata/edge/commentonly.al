// This object was removed.
/* It used to be
   a codeunit. */
