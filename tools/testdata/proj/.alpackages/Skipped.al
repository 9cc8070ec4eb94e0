codeunit 50199 Skipped { BEGIN }
