// Files with several objects cannot be named after each: not checked.
codeunit 50205 "AA0215 First"
{
}

codeunit 50206 "AA0215 Second"
{
}
