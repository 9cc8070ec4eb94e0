namespace Own.Sales;

using Base.Sales;

tableextension 50122 "Own Customer Calls" extends Customer
{
    // A procedure named like a built-in: Get(...) with other counts binds
    // to Record.Get.
    procedure Get(Key: Code[20]; Name: Text): Boolean
    begin
        exit(Get(Key));
    end;

    procedure Use()
    var
        Unknown: Codeunit "Not Loaded Codeunit";
        Objects: Record AllObjWithCaption;
    begin
        // Base table procedure called by name from its extension; overloads.
        if CheckCredit() then
            Modify(true);
        Overloaded();
        Overloaded(1);
        Overloaded(1, 'x');
        if Rec.Get('10000', 'x') or Rec.Get('10000') then;
        // Calls of objects alfix does not have.
        Unknown.DoSomething(1, 2, 3);
        Objects.SetRange("Object Type", 1);
        // Built-ins with optional arguments and any number of them.
        Message('%1 %2 %3', 1, 2, 3);
        Message('plain');
        if Confirm('Sure?', true) then;
        CalcFields(Name);
    end;

    procedure Overloaded()
    begin
    end;

    procedure Overloaded(Value: Integer)
    begin
    end;

    procedure Overloaded(Value: Integer; Name: Text)
    begin
    end;
}
