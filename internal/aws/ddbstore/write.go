package ddbstore

import (
	"context"
	"fmt"

	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// Writes: every update, conditional put and delete of the package goes
// through these helpers, with its expressions built by
// feature/dynamodb/expression. The builder puts every attribute name and
// value behind a placeholder, so reserved words (status, plan, count,
// ttl) need no care. It expresses every write of this table (SET, ADD,
// REMOVE, arithmetic, if_not_exists, IN, AND/OR conditions), so no
// expression is written by hand.

// ifExists and ifAbsent are the conditions of the writes that must find,
// or must not find, the item they address.
func ifExists() expression.ConditionBuilder { return expression.Name(attrPK).AttributeExists() }
func ifAbsent() expression.ConditionBuilder { return expression.Name(attrPK).AttributeNotExists() }

// unconditional is the zero ConditionBuilder: the write has no condition.
var unconditional expression.ConditionBuilder

// set is shorthand for the usual SET clause: an attribute to a value.
func set(u expression.UpdateBuilder, name string, v any) expression.UpdateBuilder {
	return u.Set(expression.Name(name), expression.Value(v))
}

// writeExpr builds an update (when u is not nil) and a condition (when
// cond is set: the zero ConditionBuilder means none). With neither, the
// zero Expression leaves every expression field of an input nil.
func writeExpr(u *expression.UpdateBuilder, cond expression.ConditionBuilder) (expression.Expression, error) {
	if u == nil && !cond.IsSet() {
		return expression.Expression{}, nil
	}
	b := expression.NewBuilder()
	if u != nil {
		b = b.WithUpdate(*u)
	}
	if cond.IsSet() {
		b = b.WithCondition(cond)
	}
	expr, err := b.Build()
	if err != nil {
		return expression.Expression{}, fmt.Errorf("build expression: %w", err)
	}
	return expr, nil
}

// update applies u to the item (pk, sk) if cond holds. When out is not nil
// it receives the item as it is after the update. A failed condition is
// the SDK's error; callers tell it apart with isConditionFailed.
func (st *Store) update(ctx context.Context, pk, sk string, u expression.UpdateBuilder, cond expression.ConditionBuilder, out any) error {
	expr, err := writeExpr(&u, cond)
	if err != nil {
		return err
	}
	in := &dynamodb.UpdateItemInput{
		TableName:                 &st.Table,
		Key:                       key(pk, sk),
		UpdateExpression:          expr.Update(),
		ConditionExpression:       expr.Condition(),
		ExpressionAttributeNames:  expr.Names(),
		ExpressionAttributeValues: expr.Values(),
	}
	if out != nil {
		in.ReturnValues = types.ReturnValueAllNew
	}
	res, err := st.DB.UpdateItem(ctx, in)
	if err != nil {
		return err
	}
	if out != nil {
		if err := attributevalue.UnmarshalMap(res.Attributes, out); err != nil {
			return fmt.Errorf("unmarshal %s/%s: %w", pk, sk, err)
		}
	}
	return nil
}

// putNew writes item only if no item has its key.
func (st *Store) putNew(ctx context.Context, item any) error {
	put, err := st.txPutNew(item)
	if err != nil {
		return err
	}
	_, err = st.DB.PutItem(ctx, &dynamodb.PutItemInput{
		TableName:                 put.Put.TableName,
		Item:                      put.Put.Item,
		ConditionExpression:       put.Put.ConditionExpression,
		ExpressionAttributeNames:  put.Put.ExpressionAttributeNames,
		ExpressionAttributeValues: put.Put.ExpressionAttributeValues,
	})
	return err
}

// remove deletes the item (pk, sk) if cond holds.
func (st *Store) remove(ctx context.Context, pk, sk string, cond expression.ConditionBuilder) error {
	expr, err := writeExpr(nil, cond)
	if err != nil {
		return err
	}
	_, err = st.DB.DeleteItem(ctx, &dynamodb.DeleteItemInput{
		TableName:                 &st.Table,
		Key:                       key(pk, sk),
		ConditionExpression:       expr.Condition(),
		ExpressionAttributeNames:  expr.Names(),
		ExpressionAttributeValues: expr.Values(),
	})
	return err
}

// The tx helpers build the items of a TransactWriteItems call.

// txPutNew puts item, only if no item has its key.
func (st *Store) txPutNew(item any) (types.TransactWriteItem, error) {
	av, err := attributevalue.MarshalMap(item)
	if err != nil {
		return types.TransactWriteItem{}, fmt.Errorf("marshal %T: %w", item, err)
	}
	expr, err := writeExpr(nil, ifAbsent())
	if err != nil {
		return types.TransactWriteItem{}, err
	}
	return types.TransactWriteItem{Put: &types.Put{
		TableName:                 &st.Table,
		Item:                      av,
		ConditionExpression:       expr.Condition(),
		ExpressionAttributeNames:  expr.Names(),
		ExpressionAttributeValues: expr.Values(),
	}}, nil
}

// txUpdate applies u to the item (pk, sk) if cond holds (when set).
func (st *Store) txUpdate(pk, sk string, u expression.UpdateBuilder, cond expression.ConditionBuilder) (types.TransactWriteItem, error) {
	expr, err := writeExpr(&u, cond)
	if err != nil {
		return types.TransactWriteItem{}, err
	}
	return types.TransactWriteItem{Update: &types.Update{
		TableName:                 &st.Table,
		Key:                       key(pk, sk),
		UpdateExpression:          expr.Update(),
		ConditionExpression:       expr.Condition(),
		ExpressionAttributeNames:  expr.Names(),
		ExpressionAttributeValues: expr.Values(),
	}}, nil
}

// txCheck makes the transaction depend on cond holding for the item
// (pk, sk), without writing it.
func (st *Store) txCheck(pk, sk string, cond expression.ConditionBuilder) (types.TransactWriteItem, error) {
	expr, err := writeExpr(nil, cond)
	if err != nil {
		return types.TransactWriteItem{}, err
	}
	return types.TransactWriteItem{ConditionCheck: &types.ConditionCheck{
		TableName:                 &st.Table,
		Key:                       key(pk, sk),
		ConditionExpression:       expr.Condition(),
		ExpressionAttributeNames:  expr.Names(),
		ExpressionAttributeValues: expr.Values(),
	}}, nil
}

// transact runs items as one transaction.
func (st *Store) transact(ctx context.Context, items ...types.TransactWriteItem) error {
	_, err := st.DB.TransactWriteItems(ctx, &dynamodb.TransactWriteItemsInput{TransactItems: items})
	return err
}
