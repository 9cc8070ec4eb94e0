codeunit 50138 "Dependency Reader"
{
    procedure CustomerName(CustomerNo: Code[20]): Text
    var
        Customer: Record "Dep Customer";
    begin
        if [=Customer.Get(CustomerNo)=] then
            exit(Customer.Name);
    end;
}
