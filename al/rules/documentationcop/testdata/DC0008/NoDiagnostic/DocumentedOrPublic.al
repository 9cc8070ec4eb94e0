/// <summary>Internal helpers, documented.</summary>
codeunit 50223 "DC0008 Documented"
{
    Access = Internal;
}

codeunit 50224 "DC0008 Public"
{
}

codeunit 50225 "DC0008 Internal Tests"
{
    Access = Internal;
    Subtype = Test;
}
