codeunit 50150 "Write Only"
{
    var
        LastRun: DateTime;

    procedure Run(Items: List of [Integer])
    var
        Count: Integer;
        Item: Integer;
        "Total Amount": Decimal;
    begin
        [=Count=] := 0;
        foreach [=Item=] in Items do
            [=COUNT=] := 1;
        [="Total Amount"=] := 5;
        [=LastRun=] := CurrentDateTime();
    end;
}
