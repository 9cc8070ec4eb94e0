codeunit 50362 "Exit Before Until"
{
    procedure Search(var Customer: Record Customer): Boolean
    begin
        if Customer.FindSet() then
            repeat
                if Customer.Name = '' then
                    Customer.Next();
                exit(true);
            until Customer.Next() = 0;
        repeat
            break;
        until false;
    end;
}
