codeunit 50107 "FC0003 Fix All"
{
    procedure Run(): Integer
    var
        Cust: Record Customer;
        D: Date;
    begin
        D := [=Today=];
        if [=Cust.IsEmpty=] then
            exit([=Cust.Count=]);
        [=Cust.FindSet=];
        exit(Date2DMY([=WorkDate=], 1) + [=Cust.Count=]);
    end;
}
