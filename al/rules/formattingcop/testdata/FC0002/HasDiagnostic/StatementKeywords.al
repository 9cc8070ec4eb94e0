codeunit 50100 "Casing Statements"
{
    procedure Check(Amount: Decimal): Boolean
    var
        i: Integer;
    [=BEGIN=]
        [=IF=] Amount > 0 [=Then=]
            exit([=TRUE=]);
        [=For=] i := 1 [=TO=] 10 [=DO=]
            Amount += i;
        [=Repeat=]
            Amount -= 1;
        [=UNTIL=] Amount < 0;
        exit([=False=] [=Or=] [=NOT=] (Amount = 0));
    [=End=];
}
