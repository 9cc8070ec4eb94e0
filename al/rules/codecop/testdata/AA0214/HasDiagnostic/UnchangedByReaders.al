codeunit 50379 "AA0214 Unchanged By Readers"
{
    // None of the calls between the read and Modify() changes the record.

    procedure AfterSetRange(No: Code[20])
    var
        Cust: Record Customer;
    begin
        Cust.Get(No);
        Cust.SetRange(Blocked, Cust.Blocked::" ");
        [|Cust.Modify()|];
    end;

    procedure AfterSetFilter(No: Code[20])
    var
        Cust: Record Customer;
    begin
        Cust.Get(No);
        Cust.SetFilter(Name, 'A*');
        [|Cust.Modify()|];
    end;

    procedure AfterReset(No: Code[20])
    var
        Cust: Record Customer;
    begin
        Cust.Get(No);
        Cust.Reset();
        [|Cust.Modify()|];
    end;

    procedure AfterSetCurrentKey(No: Code[20])
    var
        Cust: Record Customer;
    begin
        Cust.Get(No);
        Cust.SetCurrentKey(Name);
        [|Cust.Modify()|];
    end;

    procedure AfterSetLoadFields(No: Code[20])
    var
        Cust: Record Customer;
    begin
        Cust.Get(No);
        Cust.SetLoadFields(Name);
        [|Cust.Modify()|];
    end;

    procedure AfterAddLoadFields(No: Code[20])
    var
        Cust: Record Customer;
    begin
        Cust.Get(No);
        Cust.AddLoadFields(Name);
        [|Cust.Modify()|];
    end;

    procedure AfterFilterGroup(No: Code[20])
    var
        Cust: Record Customer;
    begin
        Cust.Get(No);
        Cust.FilterGroup(2);
        [|Cust.Modify()|];
    end;

    procedure AfterLockTable(No: Code[20])
    var
        Cust: Record Customer;
    begin
        Cust.Get(No);
        Cust.LockTable();
        [|Cust.Modify()|];
    end;

    procedure AfterCount(No: Code[20])
    var
        Cust: Record Customer;
    begin
        Cust.Get(No);
        Message('%1', Cust.Count());
        [|Cust.Modify()|];
    end;

    procedure AfterCountApprox(No: Code[20])
    var
        Cust: Record Customer;
    begin
        Cust.Get(No);
        Message('%1', Cust.CountApprox());
        [|Cust.Modify()|];
    end;

    procedure AfterIsEmpty(No: Code[20])
    var
        Cust: Record Customer;
    begin
        Cust.Get(No);
        if Cust.IsEmpty() then
            exit;
        [|Cust.Modify()|];
    end;

    procedure AfterTestField(No: Code[20])
    var
        Cust: Record Customer;
    begin
        Cust.Get(No);
        Cust.TestField(Name);
        [|Cust.Modify()|];
    end;

    procedure AfterFieldCaption(No: Code[20])
    var
        Cust: Record Customer;
    begin
        Cust.Get(No);
        Message(Cust.FieldCaption(Name));
        [|Cust.Modify()|];
    end;

    procedure AfterFieldName(No: Code[20])
    var
        Cust: Record Customer;
    begin
        Cust.Get(No);
        Message(Cust.FieldName(Name));
        [|Cust.Modify()|];
    end;

    procedure AfterTableCaption(No: Code[20])
    var
        Cust: Record Customer;
    begin
        Cust.Get(No);
        Message(Cust.TableCaption());
        [|Cust.Modify()|];
    end;

    procedure AfterTableName(No: Code[20])
    var
        Cust: Record Customer;
    begin
        Cust.Get(No);
        Message(Cust.TableName());
        [|Cust.Modify()|];
    end;

    procedure AfterFieldNo(No: Code[20])
    var
        Cust: Record Customer;
    begin
        Cust.Get(No);
        Message('%1', Cust.FieldNo(Name));
        [|Cust.Modify()|];
    end;

    procedure AfterGetFilter(No: Code[20])
    var
        Cust: Record Customer;
    begin
        Cust.Get(No);
        Message(Cust.GetFilter(Name));
        [|Cust.Modify()|];
    end;

    procedure AfterGetFilters(No: Code[20])
    var
        Cust: Record Customer;
    begin
        Cust.Get(No);
        Message(Cust.GetFilters());
        [|Cust.Modify()|];
    end;

    procedure AfterGetRangeMin(No: Code[20])
    var
        Cust: Record Customer;
    begin
        Cust.Get(No);
        Message('%1', Cust.GetRangeMin("No."));
        [|Cust.Modify()|];
    end;

    procedure AfterGetRangeMax(No: Code[20])
    var
        Cust: Record Customer;
    begin
        Cust.Get(No);
        Message('%1', Cust.GetRangeMax("No."));
        [|Cust.Modify()|];
    end;

    procedure AfterHasFilter(No: Code[20])
    var
        Cust: Record Customer;
    begin
        Cust.Get(No);
        if Cust.HasFilter() then
            exit;
        [|Cust.Modify()|];
    end;

    procedure AfterMark(No: Code[20])
    var
        Cust: Record Customer;
    begin
        Cust.Get(No);
        Cust.Mark(true);
        [|Cust.Modify()|];
    end;

    procedure AfterMarkedOnly(No: Code[20])
    var
        Cust: Record Customer;
    begin
        Cust.Get(No);
        Cust.MarkedOnly(true);
        [|Cust.Modify()|];
    end;

    procedure AfterRecordId(No: Code[20])
    var
        Cust: Record Customer;
    begin
        Cust.Get(No);
        Message('%1', Cust.RecordId());
        [|Cust.Modify()|];
    end;

    procedure AfterGetPosition(No: Code[20])
    var
        Cust: Record Customer;
    begin
        Cust.Get(No);
        Message(Cust.GetPosition());
        [|Cust.Modify()|];
    end;

    procedure AfterCalcFields(No: Code[20])
    var
        Cust: Record Customer;
    begin
        Cust.Get(No);
        Cust.CalcFields(Balance);
        [|Cust.Modify()|];
    end;

    procedure AfterSetAutoCalcFields(No: Code[20])
    var
        Cust: Record Customer;
    begin
        Cust.Get(No);
        Cust.SetAutoCalcFields(Balance);
        [|Cust.Modify()|];
    end;

    procedure AfterReadPermission(No: Code[20])
    var
        Cust: Record Customer;
    begin
        Cust.Get(No);
        if Cust.ReadPermission() then
            exit;
        [|Cust.Modify()|];
    end;

    procedure AfterWritePermission(No: Code[20])
    var
        Cust: Record Customer;
    begin
        Cust.Get(No);
        if Cust.WritePermission() then
            exit;
        [|Cust.Modify()|];
    end;

    procedure AfterIsTemporary(No: Code[20])
    var
        Cust: Record Customer;
    begin
        Cust.Get(No);
        if Cust.IsTemporary() then
            exit;
        [|Cust.Modify()|];
    end;

    procedure AfterCurrentCompany(No: Code[20])
    var
        Cust: Record Customer;
    begin
        Cust.Get(No);
        Message(Cust.CurrentCompany());
        [|Cust.Modify()|];
    end;

    procedure AfterGetView(No: Code[20])
    var
        Cust: Record Customer;
    begin
        Cust.Get(No);
        Message(Cust.GetView());
        [|Cust.Modify()|];
    end;

    procedure AfterAscending(No: Code[20])
    var
        Cust: Record Customer;
    begin
        Cust.Get(No);
        if Cust.Ascending() then
            exit;
        [|Cust.Modify()|];
    end;

    procedure AfterCurrentKey(No: Code[20])
    var
        Cust: Record Customer;
    begin
        Cust.Get(No);
        Message(Cust.CurrentKey());
        [|Cust.Modify()|];
    end;

    procedure AfterNext()
    var
        Cust: Record Customer;
    begin
        Cust.FindSet();
        Cust.Name := 'changed';
        Cust.Modify();
        Cust.Next();
        [|Cust.Modify()|];
    end;

    procedure AfterFindFirst()
    var
        Cust: Record Customer;
    begin
        Cust.FindFirst();
        [|Cust.Modify()|];
    end;
}
