[=CodeUnit=] 50109 "Casing Object"
{
}
