codeunit 50110 "Casing FixAll"
{
    [=PROCEDURE=] Check(Amount: Decimal): Boolean
    [=BEGIN=]
        [=IF=] Amount > 0 [=THEN=]
            exit([=TRUE=])
        [=ELSE=]
            exit([=FALSE=]);
    [=END=];
}
