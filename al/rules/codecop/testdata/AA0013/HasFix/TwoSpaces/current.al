codeunit 50142 "Begin Fix Spaces"
{
    procedure Place(Amount: Decimal)
    begin
        while Amount > 0 do   [=begin=]
            Amount -= 1;
            Message('loop');
        end;
    end;
}
