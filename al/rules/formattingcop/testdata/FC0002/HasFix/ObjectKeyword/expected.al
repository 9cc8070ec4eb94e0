codeunit 50109 "Casing Object"
{
}
