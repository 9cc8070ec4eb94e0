codeunit 50304 First { }
this is not an object;
{ nor this }
codeunit 50305 Second { }
