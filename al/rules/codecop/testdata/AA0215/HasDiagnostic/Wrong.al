codeunit 50200 [="AA0215 Wrong"=]
{
}
