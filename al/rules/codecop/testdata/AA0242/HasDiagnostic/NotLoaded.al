codeunit 50151 "Customer Info"
{
    procedure Describe(CustomerNo: Code[20]): Text
    var
        Customer: Record "Test Customer";
    begin
        Customer.SetLoadFields(Name);
        Customer.Get(CustomerNo);
        exit(Customer.Name + ' ' + [=Customer.City=]);
    end;

    procedure InLoop() Total: Decimal
    var
        Customer: Record "Test Customer";
    begin
        Customer.SetLoadFields(Name);
        if Customer.FindSet() then
            repeat
                Total += [=Customer."Credit Limit"=];
            until Customer.Next() = 0;
    end;

    procedure TestsField(CustomerNo: Code[20])
    var
        Customer: Record "Test Customer";
    begin
        Customer.SetLoadFields(Name);
        if Customer.Get(CustomerNo) then
            Customer.TestField([=City=]);
    end;

    procedure AddedLater(CustomerNo: Code[20]): Text
    var
        Customer: Record "Test Customer";
    begin
        Customer.SetLoadFields(Name);
        Customer.AddLoadFields(City);
        Customer.Get(CustomerNo);
        if Customer.City = '' then
            exit(Format([=Customer.Kind=]));
    end;

    procedure FirstReadOnly(CustomerNo: Code[20]): Text
    var
        Customer: Record "Test Customer";
    begin
        Customer.SetLoadFields(Name);
        Customer.Get(CustomerNo);
        if [=Customer.City=] <> '' then
            exit(Customer.City);
    end;
}

table 50150 "Test Customer"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Name; Text[100]) { }
        field(3; City; Text[30]) { }
        field(4; "Credit Limit"; Decimal) { }
        field(5; Photo; Blob) { }
        field(6; Balance; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = sum("Test Customer"."Credit Limit");
        }
        field(7; Kind; Option) { OptionMembers = Person,Company; }
    }

    keys
    {
        key(PK; "No.") { }
    }

    procedure Touch()
    begin
    end;
}

codeunit 50156 "Customer By Value"
{
    procedure Show(CustomerNo: Code[20])
    var
        Customer: Record "Test Customer";
    begin
        Customer.SetLoadFields(Name);
        Customer.Get(CustomerNo);
        ShowCity([=Customer.City=]);
    end;

    local procedure ShowCity(City: Text)
    begin
        Message(City);
    end;
}
