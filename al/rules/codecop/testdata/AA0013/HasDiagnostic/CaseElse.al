codeunit 50193 "Begin Placement Case Else"
{
    procedure Place(Amount: Decimal)
    begin
        case Amount of
            1:
                Amount := 2;
            else
                [=begin=]
                    Amount := 3;
                    Message('other');
                end;
        end;
    end;
}
