codeunit 50397 "Keyword Casing"
{
    procedure Run(Customer: Record Customer): Boolean
    var
        Total: Decimal;
        Names: List of [Text];
    begin
        if not Customer.IsEmpty() then begin
            repeat
                Total += 1;
            until Total > 3;
            exit(true);
        end else
            case Total of
                0:
                    exit(false);
            end;
    end;
}
