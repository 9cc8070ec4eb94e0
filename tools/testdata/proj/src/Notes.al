// Notes kept by the cross-file fix.
