codeunit 50151 "Customer Info"
{
    var
        GlobalCustomer: Record "Test Customer";

    procedure Selected(CustomerNo: Code[20]): Text
    var
        Customer: Record "Test Customer";
    begin
        Customer.SetLoadFields(Name, City);
        Customer.Get(CustomerNo);
        exit(Customer."No." + Customer.Name + Customer.City + Format(Customer.SystemId));
    end;

    procedure SpecialFields(CustomerNo: Code[20]): Decimal
    var
        Customer: Record "Test Customer";
    begin
        Customer.SetLoadFields(Name);
        Customer.SetAutoCalcFields(Balance);
        Customer.Get(CustomerNo);
        Customer.CalcFields(Photo);
        if Customer.Photo.HasValue() then
            exit(Customer.Balance);
    end;

    procedure Selectors(CustomerNo: Code[20]): Text
    var
        Customer: Record "Test Customer";
    begin
        Customer.SetLoadFields(Name);
        Customer.SetRange(City, 'Oslo');
        Customer.FindFirst();
        Customer.SetRange(City);
        Customer.SetCurrentKey(City);
        if Customer.GetFilter(City) <> '' then
            exit(Customer.FieldCaption(City) + Customer.Name);
    end;

    procedure OptionValue(CustomerNo: Code[20]): Boolean
    var
        Customer: Record "Test Customer";
    begin
        Customer.SetLoadFields(Kind);
        Customer.Get(CustomerNo);
        exit(Customer.Kind = Customer.Kind::Company);
    end;

    procedure ReadBeforeLoadFields(CustomerNo: Code[20]): Text
    var
        Customer: Record "Test Customer";
    begin
        Customer.Get(CustomerNo);
        Customer.SetLoadFields(Name);
        exit(Customer.City);
    end;

    procedure AssignedFirst(CustomerNo: Code[20])
    var
        Customer: Record "Test Customer";
    begin
        Customer.SetLoadFields(Name);
        Customer.Get(CustomerNo);
        Customer.City := 'Oslo';
        Customer.Validate("Credit Limit", 10);
        Message('%1 %2', Customer.City, Customer."Credit Limit");
    end;

    procedure OnlyInOneBranch(Partial: Boolean; CustomerNo: Code[20]): Text
    var
        Customer: Record "Test Customer";
    begin
        if Partial then
            Customer.SetLoadFields(Name);
        Customer.Get(CustomerNo);
        exit(Customer.City);
    end;

    procedure ReadInOneBranch(Found: Boolean; CustomerNo: Code[20]): Text
    var
        Customer: Record "Test Customer";
    begin
        Customer.SetLoadFields(Name);
        if Found then
            Customer.Get(CustomerNo);
        exit(Customer.City);
    end;

    procedure Handed(CustomerNo: Code[20]; var Other: Record "Test Customer"): Text
    var
        Customer: Record "Test Customer";
        RecRef: RecordRef;
    begin
        Customer.SetLoadFields(Name);
        Customer.Get(CustomerNo);
        RecRef.GetTable(Customer);
        exit(Customer.City);
    end;

    procedure TableProcedure(CustomerNo: Code[20]): Text
    var
        Customer: Record "Test Customer";
    begin
        Customer.SetLoadFields(Name);
        Customer.Get(CustomerNo);
        Customer.Touch();
        exit(Customer.City);
    end;

    procedure Reassigned(CustomerNo: Code[20]; Other: Record "Test Customer"): Text
    var
        Customer: Record "Test Customer";
    begin
        Customer.SetLoadFields(Name);
        Customer.Get(CustomerNo);
        Customer := Other;
        exit(Customer.City);
    end;

    procedure ClearedOrReset(CustomerNo: Code[20]): Text
    var
        Customer: Record "Test Customer";
    begin
        Customer.SetLoadFields(Name);
        Customer.Get(CustomerNo);
        Clear(Customer);
        Customer.Get(CustomerNo);
        exit(Customer.City);
    end;

    procedure BaseLoadFields(CustomerNo: Code[20]): Text
    var
        Customer: Record "Test Customer";
    begin
        Customer.SetBaseLoadFields();
        Customer.Get(CustomerNo);
        exit(Customer.City);
    end;

    procedure ExplicitLoad(CustomerNo: Code[20]): Text
    var
        Customer: Record "Test Customer";
    begin
        Customer.SetLoadFields(Name);
        Customer.Get(CustomerNo);
        Customer.LoadFields(City);
        exit(Customer.City);
    end;

    procedure Temporary(var TempCustomer: Record "Test Customer" temporary): Text
    var
        LocalTemp: Record "Test Customer" temporary;
    begin
        LocalTemp.SetLoadFields(Name);
        LocalTemp.FindFirst();
        exit(LocalTemp.City + TempCustomer.City);
    end;

    procedure Global(CustomerNo: Code[20]): Text
    begin
        GlobalCustomer.SetLoadFields(Name);
        GlobalCustomer.Get(CustomerNo);
        exit(GlobalCustomer.City);
    end;

    procedure ExternalTable(): Text
    var
        Account: Record "Test CRM Account";
    begin
        Account.SetLoadFields(Name);
        Account.FindFirst();
        exit(Account.City);
    end;

    procedure UnknownTable(): Text
    var
        Missing: Record "Not Here";
    begin
        Missing.SetLoadFields(Name);
        Missing.FindFirst();
        exit(Missing.City);
    end;

    procedure ByRecordRef(): Text
    var
        RecRef: RecordRef;
    begin
        RecRef.Open(Database::"Test Customer");
        RecRef.SetLoadFields(2);
        RecRef.FindFirst();
        exit(Format(RecRef.Field(3).Value()));
    end;

    [Obsolete('Replaced', '25.0')]
    procedure ObsoleteReader(CustomerNo: Code[20]): Text
    var
        Customer: Record "Test Customer";
    begin
        Customer.SetLoadFields(Name);
        Customer.Get(CustomerNo);
        exit(Customer.City);
    end;
}

table 50152 "Test CRM Account"
{
    TableType = CRM;

    fields
    {
        field(1; AccountId; Guid) { }
        field(2; Name; Text[100]) { }
        field(3; City; Text[30]) { }
    }

    keys
    {
        key(PK; AccountId) { }
    }
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

codeunit 50155 "Customer Var Arguments"
{
    procedure Parse(CustomerNo: Code[20]; Value: Text)
    var
        Customer: Record "Test Customer";
    begin
        Customer.SetLoadFields(Name);
        Customer.Get(CustomerNo);
        Evaluate(Customer."Credit Limit", Value);
        Normalize(Customer.City);
        External.Touch(Customer.Kind);
    end;

    local procedure Normalize(var City: Text[30])
    begin
        City := UpperCase(City);
    end;

    var
        External: Codeunit "Not In This Project";
}
