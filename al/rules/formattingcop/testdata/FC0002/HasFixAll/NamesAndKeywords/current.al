codeunit 50177 "FC0002 Fix All Names"
{
    procedure Run(MaxCount: Integer): Integer
    var
        Cust: Record Customer;
        Total: Integer;
    [=BEGIN=]
        [=total=] := [=maxcount=];
        [=IF=] Cust.[=FINDSET=]() [=THEN=]
            [=REPEAT=]
                [=TOTAL=] += 1;
            until Cust.[=next=]() = 0;
        [=Exit=]([=total=]);
    [=END=];
}
