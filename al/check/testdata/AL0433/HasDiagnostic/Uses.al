namespace Own.Finance;

using Base.Finance;

codeunit 50110 "Own Ledger Use"
{
    procedure UseFields()
    var
        Entry: Record "G/L Entry";
    begin
        Entry.[|"Old Account"|] := 'x';
        if Entry.[|"OLD ACCOUNT"|] = '' then;
        Entry.SetFilter([|"Old Dimension"|], '<>%1', '');
        Entry."G/L Account No." := 'y';
    end;

    procedure UseObject()
    var
        Archive: Record [|"G/L Budget Archive"|];
    begin
        Archive.Reset();
    end;
}

tableextension 50110 "Own Entry Ext" extends "G/L Entry"
{
    fields
    {
        field(50110; "Own Account"; Code[20])
        {
            trigger OnValidate()
            begin
                [|"Old Account"|] := "Own Account";
            end;
        }
    }
}
